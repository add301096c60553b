import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[2.0, 0.5, -1.0]], device=device)
target = torch.tensor([0], device=device)

# NLLLoss 期望输入对数概率；传原始 logits 或概率得到的结果毫无意义
print(torch.nn.NLLLoss()(torch.nn.LogSoftmax(dim=1)(logits), target))  # 正确：0.2413
print(torch.nn.NLLLoss()(logits, target))                              # 原始 logits：-2.0，“损失”竟为负数
print(torch.nn.NLLLoss()(torch.nn.Softmax(dim=1)(logits), target))     # 概率：错误
