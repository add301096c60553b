import torch

emb = torch.nn.Embedding(10, 3)
ids = torch.tensor([1.0, 2.0, 3.0])  # 例如从浮点数组读入
emb(ids)  # 索引必须是 int64 或 int32
