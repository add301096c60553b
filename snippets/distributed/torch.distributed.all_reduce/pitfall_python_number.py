
import torch.distributed as dist

loss_value = 0.25  # e.g. loss.item(), a Python float
dist.all_reduce(loss_value)  # only tensors can be reduced
