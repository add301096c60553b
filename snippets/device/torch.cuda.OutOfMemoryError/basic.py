import torch

print(torch.cuda.OutOfMemoryError is torch.OutOfMemoryError)  # one class, two names
print(issubclass(torch.OutOfMemoryError, RuntimeError))

if torch.cuda.is_available():
    try:
        x = torch.empty(2**50, dtype=torch.uint8, device="cuda")  # 1 PiB: more than any GPU has
    except torch.OutOfMemoryError as e:
        print("caught:", str(e)[:37])
