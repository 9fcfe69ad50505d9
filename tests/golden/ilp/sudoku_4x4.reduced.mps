* puzc: 4x4 grid, values 1..4, ILP formulation reduced, givens eliminated
* model: 4x4, four clues
* 24 columns, 38 rows, 71 nonzeros; x_r<row>c<col>_v<value> = 1: the cell holds the value
NAME puzc
ROWS
 N obj
 E cell_r1c1
 E cell_r1c3
 E cell_r1c4
 E cell_r2c2
 E cell_r2c3
 E cell_r2c4
 E cell_r3c1
 E cell_r3c3
 E cell_r3c4
 E cell_r4c1
 E cell_r4c2
 E cell_r4c3
 E box1_v1
 E box1_v2
 E box2_v1
 E box2_v2
 E box2_v3
 E box2_v4
 E box3_v1
 E box3_v3
 E box3_v4
 E box4_v2
 E box4_v3
 E box4_v4
 E band1_v1_e1
 E band1_v2_e1
 E band1_v3_e1
 E band2_v1_e1
 E band2_v2_e1
 E band2_v3_e1
 E band2_v4_e1
 E stack1_v1_e1
 E stack1_v2_e1
 E stack1_v4_e1
 E stack2_v1_e1
 E stack2_v2_e1
 E stack2_v3_e1
 E stack2_v4_e1
COLUMNS
 MARKER 'MARKER' 'INTORG'
 x_r1c1_v1 cell_r1c1 1
 x_r1c1_v1 box1_v1 1
 x_r1c1_v1 band1_v1_e1 -1
 x_r1c1_v1 stack1_v1_e1 -1
 x_r1c1_v2 cell_r1c1 1
 x_r1c1_v2 box1_v2 1
 x_r1c1_v2 band1_v2_e1 -1
 x_r1c1_v2 stack1_v2_e1 -1
 x_r1c3_v1 cell_r1c3 1
 x_r1c3_v1 box2_v1 1
 x_r1c3_v1 stack2_v1_e1 -1
 x_r1c3_v2 cell_r1c3 1
 x_r1c3_v2 box2_v2 1
 x_r1c3_v2 stack2_v2_e1 -1
 x_r1c3_v4 cell_r1c3 1
 x_r1c3_v4 box2_v4 1
 x_r1c3_v4 stack2_v4_e1 -1
 x_r1c4_v2 cell_r1c4 1
 x_r1c4_v2 box2_v2 1
 x_r1c4_v4 cell_r1c4 1
 x_r1c4_v4 box2_v4 1
 x_r2c2_v1 cell_r2c2 1
 x_r2c2_v1 box1_v1 1
 x_r2c3_v1 cell_r2c3 1
 x_r2c3_v1 box2_v1 1
 x_r2c3_v1 band1_v1_e1 1
 x_r2c3_v1 stack2_v1_e1 -1
 x_r2c3_v2 cell_r2c3 1
 x_r2c3_v2 box2_v2 1
 x_r2c3_v2 band1_v2_e1 1
 x_r2c3_v2 stack2_v2_e1 -1
 x_r2c3_v3 cell_r2c3 1
 x_r2c3_v3 box2_v3 1
 x_r2c3_v3 band1_v3_e1 1
 x_r2c3_v3 stack2_v3_e1 -1
 x_r2c4_v2 cell_r2c4 1
 x_r2c4_v2 box2_v2 1
 x_r2c4_v2 band1_v2_e1 1
 x_r2c4_v3 cell_r2c4 1
 x_r2c4_v3 box2_v3 1
 x_r2c4_v3 band1_v3_e1 1
 x_r3c1_v1 cell_r3c1 1
 x_r3c1_v1 box3_v1 1
 x_r3c1_v1 band2_v1_e1 -1
 x_r3c1_v3 cell_r3c1 1
 x_r3c1_v3 box3_v3 1
 x_r3c1_v3 band2_v3_e1 -1
 x_r3c3_v3 cell_r3c3 1
 x_r3c3_v3 box4_v3 1
 x_r3c3_v4 cell_r3c3 1
 x_r3c3_v4 box4_v4 1
 x_r3c4_v3 cell_r3c4 1
 x_r3c4_v3 box4_v3 1
 x_r3c4_v3 stack2_v3_e1 1
 x_r3c4_v4 cell_r3c4 1
 x_r3c4_v4 box4_v4 1
 x_r3c4_v4 stack2_v4_e1 1
 x_r4c1_v3 cell_r4c1 1
 x_r4c1_v3 box3_v3 1
 x_r4c2_v4 cell_r4c2 1
 x_r4c2_v4 box3_v4 1
 x_r4c2_v4 stack1_v4_e1 1
 x_r4c3_v2 cell_r4c3 1
 x_r4c3_v2 box4_v2 1
 x_r4c3_v2 band2_v2_e1 1
 x_r4c3_v3 cell_r4c3 1
 x_r4c3_v3 box4_v3 1
 x_r4c3_v3 band2_v3_e1 1
 x_r4c3_v4 cell_r4c3 1
 x_r4c3_v4 box4_v4 1
 x_r4c3_v4 band2_v4_e1 1
 MARKER 'MARKER' 'INTEND'
RHS
 rhs cell_r1c1 1
 rhs cell_r1c3 1
 rhs cell_r1c4 1
 rhs cell_r2c2 1
 rhs cell_r2c3 1
 rhs cell_r2c4 1
 rhs cell_r3c1 1
 rhs cell_r3c3 1
 rhs cell_r3c4 1
 rhs cell_r4c1 1
 rhs cell_r4c2 1
 rhs cell_r4c3 1
 rhs box1_v1 1
 rhs box1_v2 1
 rhs box2_v1 1
 rhs box2_v2 1
 rhs box2_v3 1
 rhs box2_v4 1
 rhs box3_v1 1
 rhs box3_v3 1
 rhs box3_v4 1
 rhs box4_v2 1
 rhs box4_v3 1
 rhs box4_v4 1
 rhs band1_v3_e1 1
 rhs band2_v1_e1 -1
 rhs band2_v2_e1 1
 rhs stack1_v2_e1 -1
 rhs stack1_v4_e1 1
 rhs stack2_v1_e1 -1
BOUNDS
 UP bnd x_r1c1_v1 1
 UP bnd x_r1c1_v2 1
 UP bnd x_r1c3_v1 1
 UP bnd x_r1c3_v2 1
 UP bnd x_r1c3_v4 1
 UP bnd x_r1c4_v2 1
 UP bnd x_r1c4_v4 1
 UP bnd x_r2c2_v1 1
 UP bnd x_r2c3_v1 1
 UP bnd x_r2c3_v2 1
 UP bnd x_r2c3_v3 1
 UP bnd x_r2c4_v2 1
 UP bnd x_r2c4_v3 1
 UP bnd x_r3c1_v1 1
 UP bnd x_r3c1_v3 1
 UP bnd x_r3c3_v3 1
 UP bnd x_r3c3_v4 1
 UP bnd x_r3c4_v3 1
 UP bnd x_r3c4_v4 1
 UP bnd x_r4c1_v3 1
 UP bnd x_r4c2_v4 1
 UP bnd x_r4c3_v2 1
 UP bnd x_r4c3_v3 1
 UP bnd x_r4c3_v4 1
ENDATA
