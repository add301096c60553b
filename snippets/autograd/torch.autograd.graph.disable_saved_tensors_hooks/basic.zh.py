import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(3, device=device, requires_grad=True)

msg = "saved-tensor hooks are not supported in this block"
with torch.autograd.graph.disable_saved_tensors_hooks(msg):
    y = (x * x).sum()  # 普通的 autograd 照常工作
    try:
        with torch.autograd.graph.save_on_cpu():
            pass
    except RuntimeError as e:
        print("RuntimeError:", e)
y.backward()
print(x.grad)
