import torch

pretrained = torch.randn(100, 16)  # e.g. word vectors loaded from disk
emb = torch.nn.Embedding.from_pretrained(pretrained)  # freeze=True by default

print(emb.weight.requires_grad)
print(sum(p.numel() for p in emb.parameters() if p.requires_grad))  # nothing to train

emb_trainable = torch.nn.Embedding.from_pretrained(pretrained, freeze=False)
print(emb_trainable.weight.requires_grad)
