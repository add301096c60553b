import torch
import torch.nn.functional as F

torch.manual_seed(0)
weight = torch.randn(5, 4) * 3
idx = torch.tensor([1, 3])

# 函数式接口在传入的权重中按行查找
print(torch.equal(F.embedding(idx, weight), weight[idx]))

# max_norm 会在前向计算中对查到的行做原地重归一化
emb = torch.nn.Embedding.from_pretrained(weight.clone(), freeze=False, max_norm=1.0)
print(emb.weight[1].norm().item() > 1, emb.weight[2].norm().item() > 1)
emb(idx)
print(round(emb.weight[1].norm().item(), 4), emb.weight[2].norm().item() > 1)
