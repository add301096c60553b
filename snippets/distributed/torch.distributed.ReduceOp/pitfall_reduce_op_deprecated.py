import torch.distributed as dist

op = dist.reduce_op.SUM  # the old lower-case name from old tutorials
print(op == dist.ReduceOp.SUM)
