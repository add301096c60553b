import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

log_softmax = torch.nn.LogSoftmax(dim=1)
logits = torch.tensor([[1.0, 2.0, 3.0],
                       [0.0, 200.0, 0.0]], device=device)
log_probs = log_softmax(logits)
print(log_probs)  # 在 softmax 会下溢为 0 的位置，结果也仍是有限值
print(log_probs.exp().sum(dim=1))  # 取 exp 得到的概率之和为 1

# LogSoftmax + NLLLoss 等价于直接对 logits 用 CrossEntropyLoss
target = torch.tensor([2, 1], device=device)
print(torch.nn.NLLLoss()(log_probs, target))
print(torch.nn.CrossEntropyLoss()(logits, target))
