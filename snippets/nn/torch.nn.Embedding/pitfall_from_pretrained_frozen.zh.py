import torch

pretrained = torch.randn(100, 16)  # 例如从磁盘加载的词向量
emb = torch.nn.Embedding.from_pretrained(pretrained)  # 默认 freeze=True

print(emb.weight.requires_grad)
print(sum(p.numel() for p in emb.parameters() if p.requires_grad))  # 没有可训练的参数

emb_trainable = torch.nn.Embedding.from_pretrained(pretrained, freeze=False)
print(emb_trainable.weight.requires_grad)
