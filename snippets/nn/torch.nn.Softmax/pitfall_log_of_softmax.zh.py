import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[0.0, 200.0]], device=device)
probs = torch.nn.Softmax(dim=1)(logits)
print(probs)             # 较小的概率下溢为 0
print(torch.log(probs))  # -inf，到了损失或梯度里就变成 nan
print(torch.nn.LogSoftmax(dim=1)(logits))  # 数值稳定
