import torch

token_ids = [[5, 8, 2], [7, 3], [9, 1, 4]]  # 长度不同的句子
batch = torch.tensor(token_ids)
