import torch
import torch.autograd.forward_ad as fwAD


class Cube(torch.autograd.Function):
    generate_vmap_rule = True  # 让 torch.func.vmap 自动为 forward/backward 生成批处理规则

    @staticmethod
    def forward(x):
        return x**3

    @staticmethod
    def setup_context(ctx, inputs, output):
        (x,) = inputs
        ctx.save_for_backward(x)
        ctx.save_for_forward(x)

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return 3 * x**2 * grad_out

    @staticmethod
    def jvp(ctx, x_tangent):  # 前向模式：输入切向量，输出切向量
        (x,) = ctx.saved_tensors
        return 3 * x**2 * x_tangent


x = torch.tensor([1.0, 2.0])
with fwAD.dual_level():
    out = Cube.apply(fwAD.make_dual(x, torch.ones(2)))
    print(fwAD.unpack_dual(out).tangent)

print(torch.func.vmap(Cube.apply)(torch.tensor([[1.0, 2.0], [3.0, 4.0]])))
print(torch.func.grad(lambda t: Cube.apply(t).sum())(x))

x64 = torch.tensor([1.0, 2.0], dtype=torch.float64, requires_grad=True)
print(torch.autograd.gradcheck(Cube.apply, (x64,), check_forward_ad=True))
