import torch

acc = torch.accelerator.current_accelerator(check_available=True)
device = acc if acc is not None else torch.device("cpu")

copy_stream = torch.Stream(device)
main_stream = torch.Stream(device)
with copy_stream:
    batch = torch.ones(8, device=device)
main_stream.wait_stream(copy_stream)  # 会在 copy_stream 上录一个事件
