import torch

x = torch.arange(12).reshape(3, 4)
print(x[-1])                                    # plain indexing: -1 is the last row

x.index_select(0, torch.tensor([-1]))           # index_select does not wrap negatives
