import torch

counts = torch.tensor([1, 10, 100])        # int64 计数

log_counts = counts.float().log_()         # 在 float 副本上原地计算
print(log_counts)
counts.log_()                              # float 结果无法写回 int64
