* puzc: 4x4 grid, values 1..4, ILP formulation reduced, givens eliminated
* model: 4x4, four clues
* 24 columns, 38 rows, 71 nonzeros; x_r<row>c<col>_v<value> = 1: the cell holds the value
* row names: cell_r<row>c<col>, and k<N>_<constraint name>_... for the model's constraint N
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
 E k9_box1_v1
 E k9_box1_v2
 E k10_box2_v1
 E k10_box2_v2
 E k10_box2_v3
 E k10_box2_v4
 E k11_box3_v1
 E k11_box3_v3
 E k11_box3_v4
 E k12_box4_v2
 E k12_box4_v3
 E k12_box4_v4
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
 x_r1c1_v1 k9_box1_v1 1
 x_r1c1_v1 band1_v1_e1 -1
 x_r1c1_v1 stack1_v1_e1 -1
 x_r1c1_v2 cell_r1c1 1
 x_r1c1_v2 k9_box1_v2 1
 x_r1c1_v2 band1_v2_e1 -1
 x_r1c1_v2 stack1_v2_e1 -1
 x_r1c3_v1 cell_r1c3 1
 x_r1c3_v1 k10_box2_v1 1
 x_r1c3_v1 stack2_v1_e1 -1
 x_r1c3_v2 cell_r1c3 1
 x_r1c3_v2 k10_box2_v2 1
 x_r1c3_v2 stack2_v2_e1 -1
 x_r1c3_v4 cell_r1c3 1
 x_r1c3_v4 k10_box2_v4 1
 x_r1c3_v4 stack2_v4_e1 -1
 x_r1c4_v2 cell_r1c4 1
 x_r1c4_v2 k10_box2_v2 1
 x_r1c4_v4 cell_r1c4 1
 x_r1c4_v4 k10_box2_v4 1
 x_r2c2_v1 cell_r2c2 1
 x_r2c2_v1 k9_box1_v1 1
 x_r2c3_v1 cell_r2c3 1
 x_r2c3_v1 k10_box2_v1 1
 x_r2c3_v1 band1_v1_e1 1
 x_r2c3_v1 stack2_v1_e1 -1
 x_r2c3_v2 cell_r2c3 1
 x_r2c3_v2 k10_box2_v2 1
 x_r2c3_v2 band1_v2_e1 1
 x_r2c3_v2 stack2_v2_e1 -1
 x_r2c3_v3 cell_r2c3 1
 x_r2c3_v3 k10_box2_v3 1
 x_r2c3_v3 band1_v3_e1 1
 x_r2c3_v3 stack2_v3_e1 -1
 x_r2c4_v2 cell_r2c4 1
 x_r2c4_v2 k10_box2_v2 1
 x_r2c4_v2 band1_v2_e1 1
 x_r2c4_v3 cell_r2c4 1
 x_r2c4_v3 k10_box2_v3 1
 x_r2c4_v3 band1_v3_e1 1
 x_r3c1_v1 cell_r3c1 1
 x_r3c1_v1 k11_box3_v1 1
 x_r3c1_v1 band2_v1_e1 -1
 x_r3c1_v3 cell_r3c1 1
 x_r3c1_v3 k11_box3_v3 1
 x_r3c1_v3 band2_v3_e1 -1
 x_r3c3_v3 cell_r3c3 1
 x_r3c3_v3 k12_box4_v3 1
 x_r3c3_v4 cell_r3c3 1
 x_r3c3_v4 k12_box4_v4 1
 x_r3c4_v3 cell_r3c4 1
 x_r3c4_v3 k12_box4_v3 1
 x_r3c4_v3 stack2_v3_e1 1
 x_r3c4_v4 cell_r3c4 1
 x_r3c4_v4 k12_box4_v4 1
 x_r3c4_v4 stack2_v4_e1 1
 x_r4c1_v3 cell_r4c1 1
 x_r4c1_v3 k11_box3_v3 1
 x_r4c2_v4 cell_r4c2 1
 x_r4c2_v4 k11_box3_v4 1
 x_r4c2_v4 stack1_v4_e1 1
 x_r4c3_v2 cell_r4c3 1
 x_r4c3_v2 k12_box4_v2 1
 x_r4c3_v2 band2_v2_e1 1
 x_r4c3_v3 cell_r4c3 1
 x_r4c3_v3 k12_box4_v3 1
 x_r4c3_v3 band2_v3_e1 1
 x_r4c3_v4 cell_r4c3 1
 x_r4c3_v4 k12_box4_v4 1
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
 rhs k9_box1_v1 1
 rhs k9_box1_v2 1
 rhs k10_box2_v1 1
 rhs k10_box2_v2 1
 rhs k10_box2_v3 1
 rhs k10_box2_v4 1
 rhs k11_box3_v1 1
 rhs k11_box3_v3 1
 rhs k11_box3_v4 1
 rhs k12_box4_v2 1
 rhs k12_box4_v3 1
 rhs k12_box4_v4 1
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
