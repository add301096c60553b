import torch

queries = torch.ones(4, 2, 3)   # 4 items
keys = torch.ones(5, 3, 2)      # 5 items: the batch sizes differ

print((queries @ keys[:4]).shape)   # equal batch sizes
queries @ keys                      # 4 and 5 cannot broadcast
