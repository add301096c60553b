import torch

acc = torch.accelerator.current_accelerator(check_available=True)
device = acc if acc is not None else torch.device("cpu")

s = torch.Stream(device)  # 在加速器上新建一条流；在 CPU 上只是个占位对象
with s:  # 块内的算子都排入 s
    y = torch.arange(4.0, device=device) * 2
s.synchronize()  # 等 s 上排队的工作全部完成
print(s.device.type, y.cpu(), s.query())
