from torch.utils.data import DistributedSampler

# 作为普通脚本运行（没有 torchrun，也没有 init_process_group）。
sampler = DistributedSampler(list(range(8)))
