import torch.distributed as dist

# 一个本想在单进程和分布式运行中都能用的辅助代码
rank = dist.get_rank()  # 还没有进程组：这里会抛异常，而不是返回 0
