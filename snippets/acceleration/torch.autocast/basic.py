import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Linear(4, 3).to(device)
x = torch.randn(2, 4, device=device)
target = torch.randn(2, 3, device=device)

# device_type is required; use the type of the device your tensors live on.
# bfloat16 works on CPU and on recent GPUs (float16 is the CUDA default).
with torch.autocast(device_type=device.type, dtype=torch.bfloat16):
    out = model(x)                  # linear/matmul/conv: lower precision
    loss = torch.nn.functional.mse_loss(out, target)  # losses: float32
    plus = x + 1                    # not on any list: keeps the input dtype

print("out :", out.dtype)
print("loss:", loss.dtype)
print("x+1 :", plus.dtype)
print("param still:", model.weight.dtype)

loss.backward()  # call backward outside the autocast block
print("grad:", model.weight.grad.dtype)
