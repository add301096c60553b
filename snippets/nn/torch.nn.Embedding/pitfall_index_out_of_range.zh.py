import torch

vocab_size = 100
emb = torch.nn.Embedding(vocab_size, 8)
ids = torch.tensor([5, 42, 100])  # 100 == vocab_size：刚好越过最后一行
emb(ids)
