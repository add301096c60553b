import torch

x = torch.ones(2)  # 在 CPU 上
if x.get_device():  # -1 的真值为 True，而 cuda:0 得到的 0 反而为 False
    print("looks like a GPU tensor, but it is on", x.device)
print(x.is_cuda, x.device.type == "cpu")  # 修正：直接问要问的问题
