import torch

emb = torch.nn.Embedding(10, 3)
ids = torch.tensor([1.0, 2.0, 3.0])  # e.g. read from a float array
emb(ids)  # indices must be int64 or int32
