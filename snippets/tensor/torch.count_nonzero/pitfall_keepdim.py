import torch

tokens = torch.tensor([[5, 8, 0, 0],
                       [3, 0, 0, 0]])        # 0 is padding

lengths = (tokens != 0).sum(dim=1, keepdim=True)   # sum has keepdim
print(lengths)
print(tokens.count_nonzero(dim=1).unsqueeze(1))    # or unsqueeze afterwards

tokens.count_nonzero(dim=1, keepdim=True)          # count_nonzero has no keepdim
