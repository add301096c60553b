import torch

torch.manual_seed(0)
logits = torch.randn(1, 2)
probs = torch.softmax(logits, dim=1)  # 保持 [batch, classes]
print(probs.shape, probs[:, 1].shape)
print(probs.squeeze(0).shape)  # 只 squeeze 你想去掉的那个维度
