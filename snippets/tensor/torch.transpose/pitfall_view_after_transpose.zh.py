import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(4, 10, 16, device=device)
y = x.transpose(1, 2)            # (4, 16, 10)，交换了步长，数据没有移动
print(y.is_contiguous())
y.view(4, -1)
