import torch

logits = torch.tensor([[2.0, 0.0, 0.0],
                       [0.0, 2.0, 0.0]])         # (batch, classes)

wrong = torch.log_softmax(logits, dim=0)         # 在批次维度上做了归一化
print(wrong.exp().sum(dim=1))                    # 各行之和不为 1
print(torch.log_softmax(logits, dim=1).exp().sum(dim=1))
