import torch

log_probs = torch.log_softmax(torch.zeros(2, 3), dim=1)
target = torch.tensor([-100, -100])  # a batch made only of padding

loss = torch.nn.NLLLoss()(log_probs, target)
print(loss)  # 0 / 0: one such batch turns the weights into nan after backward
print(torch.nn.NLLLoss(reduction="sum")(log_probs, target))
