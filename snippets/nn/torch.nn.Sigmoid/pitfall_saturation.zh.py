import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([0.0, 5.0, 10.0, 20.0], device=device, requires_grad=True)
torch.nn.Sigmoid()(x).sum().backward()
# 随着 |x| 增大，梯度急剧缩小；多层 sigmoid 堆叠时学得很慢
print(x.grad)
