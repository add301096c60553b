import torch

if torch.cuda.is_available():
    print("current:", torch.cuda.current_device())  # 除非 set_device() 改过，否则是 0
    x = torch.zeros(2, device="cuda")  # 不带编号的 "cuda" 指当前设备
    print(x.device.index == torch.cuda.current_device())
    if torch.cuda.device_count() > 1:
        with torch.cuda.device(1):
            print("inside the block:", torch.cuda.current_device())
        print("after the block:", torch.cuda.current_device())
else:
    print("no CUDA device: current_device() would raise, so it is not called")
