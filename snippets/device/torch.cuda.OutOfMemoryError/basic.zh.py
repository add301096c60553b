import torch

print(torch.cuda.OutOfMemoryError is torch.OutOfMemoryError)  # 同一个类，两个名字
print(issubclass(torch.OutOfMemoryError, RuntimeError))

if torch.cuda.is_available():
    try:
        x = torch.empty(2**50, dtype=torch.uint8, device="cuda")  # 1 PiB：超过任何 GPU 的显存
    except torch.OutOfMemoryError as e:
        print("caught:", str(e)[:37])
