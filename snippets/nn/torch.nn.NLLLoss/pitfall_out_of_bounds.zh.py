import torch

log_probs = torch.log_softmax(torch.zeros(2, 3), dim=1)  # 模型有 3 个类别
target = torch.tensor([1, 3])  # 标签从 1 编号到 3，而不是 0 到 2

torch.nn.NLLLoss()(log_probs, target)
