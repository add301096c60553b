
import torch.distributed as dist

loss_value = 0.25  # 例如 loss.item()，一个 Python float
dist.all_reduce(loss_value)  # 只有张量才能做归约
