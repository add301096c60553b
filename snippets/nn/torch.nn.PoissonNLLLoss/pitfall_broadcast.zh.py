import torch

torch.manual_seed(0)
log_rate = torch.randn(3, 1)  # 模型最后一层是 Linear(d, 1)
counts = torch.tensor([1.0, 0.0, 4.0])  # (N,)

loss = torch.nn.PoissonNLLLoss(reduction="none")(log_rate, counts)
print(loss.shape)  # (3, 3)：每个预测与每个计数配对，没有警告
print(torch.nn.PoissonNLLLoss()(log_rate.squeeze(1), counts))
