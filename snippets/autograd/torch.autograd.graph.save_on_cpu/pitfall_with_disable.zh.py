import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(4, 4).to(device)
x = torch.randn(2, 4, device=device)
with torch.autograd.graph.save_on_cpu():
    # 一段禁止使用已保存张量钩子的库代码区域
    with torch.autograd.graph.disable_saved_tensors_hooks("this block does not support saved-tensor hooks"):
        model(x)
