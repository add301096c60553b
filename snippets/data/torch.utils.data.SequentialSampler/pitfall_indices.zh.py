import torch
from torch.utils.data import DataLoader, SequentialSampler, TensorDataset

data = TensorDataset(torch.arange(100, 110))
val_idx = [7, 8, 9]  # 本意：按固定顺序读取的验证子集
loader = DataLoader(data, batch_size=3, sampler=SequentialSampler(val_idx))
print([batch[0].tolist() for batch in loader])  # 读到的是第 0、1、2 个样本，而不是第 7、8、9 个
