import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

sigmoid = torch.nn.Sigmoid()
x = torch.tensor([-2.0, 0.0, 2.0], device=device, requires_grad=True)
y = sigmoid(x)
print(y)
y.sum().backward()
print(x.grad)  # sigmoid(x) * (1 - sigmoid(x))，最大为 0.25

# 推理时把二分类 logits 转成概率
logits = torch.tensor([[1.2], [-0.7]], device=device)
print((sigmoid(logits) > 0.5).squeeze(1))
