import torch.distributed as dist

op = dist.reduce_op.SUM  # 旧教程里的小写旧名字
print(op == dist.ReduceOp.SUM)
