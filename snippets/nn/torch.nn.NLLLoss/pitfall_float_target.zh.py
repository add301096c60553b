import torch

log_probs = torch.log_softmax(torch.tensor([[2.0, 0.5, -1.0]]), dim=1)
target = torch.tensor([0.0])  # 标签被读成了浮点数，例如来自 NumPy 数组

torch.nn.NLLLoss()(log_probs, target)  # 修正：target.long()
