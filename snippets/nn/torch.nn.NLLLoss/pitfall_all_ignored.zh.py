import torch

log_probs = torch.log_softmax(torch.zeros(2, 3), dim=1)
target = torch.tensor([-100, -100])  # 整个批次都是填充

loss = torch.nn.NLLLoss()(log_probs, target)
print(loss)  # 0 / 0：只要有一个这样的批次，反向传播后权重就变成 nan
print(torch.nn.NLLLoss(reduction="sum")(log_probs, target))
