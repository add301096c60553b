import torch

names = ["cat", "dog", "bird", "fish"]
hits = torch.tensor([0.0, 0.9, 0.0, 0.7]) > 0.5
print([names[i] for i in hits.nonzero().squeeze(1).tolist()])
names[hits.nonzero()]           # 含多个索引的张量不能用来索引列表
