import torch

torch.manual_seed(0)
# 序列标注模型输出 (N, L, C)，但 NLLLoss 要求类别在第 1 维
log_probs = torch.randn(2, 5, 3).log_softmax(dim=-1)  # N=2, L=5, C=3
target = torch.randint(0, 3, (2, 5))                  # (N, L)

print(torch.nn.NLLLoss()(log_probs.transpose(1, 2), target))  # (N, C, L)：可以
torch.nn.NLLLoss()(log_probs, target)                         # (N, L, C)：报错
