import torch

batch = torch.zeros(8, 2, 3)          # 8 matrices of 2 x 3
# warns, and reverses ALL dims: (3, 2, 8), not (8, 3, 2)
print(batch.T.shape)
print(batch.mT.shape)                 # transposes each matrix
