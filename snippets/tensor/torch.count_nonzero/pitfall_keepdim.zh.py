import torch

tokens = torch.tensor([[5, 8, 0, 0],
                       [3, 0, 0, 0]])        # 0 表示填充

lengths = (tokens != 0).sum(dim=1, keepdim=True)   # sum 有 keepdim
print(lengths)
print(tokens.count_nonzero(dim=1).unsqueeze(1))    # 或者事后 unsqueeze

tokens.count_nonzero(dim=1, keepdim=True)          # count_nonzero 没有 keepdim
