import torch

lengths = torch.tensor([2, 5, 3])

sorted_lengths, order = lengths.sort(descending=True)   # 解包这一对结果
print(sorted_lengths, order)
print(lengths.sort(descending=True) * 2)                # 这一对结果本身不是张量
