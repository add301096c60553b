import torch

table = torch.arange(20.0).reshape(5, 4)        # 5 embeddings of size 4
ids = torch.tensor([[0, 1], [4, 2]])            # a (batch, seq) of ids

table.index_select(0, ids)                      # index must be 1-d
