import torch

torch.manual_seed(0)
logits = torch.randn(1, 2)  # 一个样本，两个类别
probs = torch.softmax(logits, dim=1).squeeze()  # squeeze() 把批次维度也去掉了
print(probs.shape)
positive = probs[:, 1]
