import onnxruntime as ort
import torch
from torch.export import Dim

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Classifier(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.body = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Dropout(0.1))
        self.head = torch.nn.Linear(32, 3)

    def forward(self, x):
        return self.head(self.body(x)).softmax(dim=-1)


torch.manual_seed(0)
model = Classifier().to(device).eval()
example = torch.randn(4, 16, device=device)


def session(onnx_program):
    # 用 onnxruntime 在 CPU 上运行内存中的 ONNX 模型（不需要文件）。
    return ort.InferenceSession(onnx_program.model_proto.SerializeToString(), providers=["CPUExecutionProvider"])


# torch 2.13 的默认方式（dynamo=True）：需要 onnx 和 onnxscript 包。
dynamic = torch.onnx.export(
    model, (example,), input_names=["x"], output_names=["probs"],
    dynamic_shapes={"x": {0: Dim("batch", min=1, max=1024)}}, verbose=False,
)
sess = session(dynamic)
print("ONNX input:", [(i.name, i.shape) for i in sess.get_inputs()])
print("ONNX output:", [(o.name, o.shape) for o in sess.get_outputs()])

with torch.no_grad():
    for n in (1, 4, 33):
        x = torch.randn(n, 16, device=device)
        (probs,) = sess.run(None, {"x": x.cpu().numpy()})
        torch.testing.assert_close(torch.from_numpy(probs), model(x).cpu())
        print(f"batch {n:>2}: onnxruntime output {probs.shape} matches eager")

# 不传 dynamic_shapes 时，批次大小会被固化进 ONNX 图。
static = session(torch.onnx.export(model, (example,), input_names=["x"], output_names=["probs"], verbose=False))
print("static ONNX input:", [(i.name, i.shape) for i in static.get_inputs()])
try:
    static.run(None, {"x": torch.randn(7, 16).numpy()})
except Exception as exc:
    print(type(exc).__name__, "-", " ".join(str(exc).split()))
