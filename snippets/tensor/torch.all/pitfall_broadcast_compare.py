import torch

pred = torch.tensor([1, 2, 1])           # (3,)
target = torch.tensor([[1], [2], [1]])   # (3, 1), e.g. labels loaded as a column

same = pred == target
print(same.shape)                         # broadcast to (3, 3): every pair compared
print(same.all())                         # False although the labels agree
print((pred == target.squeeze(1)).all())  # compare (3,) with (3,)
