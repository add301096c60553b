import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([-1.0, 1.0], device=device, requires_grad=True)
with torch.autograd.set_detect_anomaly(True):
    loss = x.log().sum()  # log(-1) = NaN，出现在前向传播中
    loss.backward()  # 不报错：反向传播的每个输出都是有限值
print(loss)
print(x.grad)
