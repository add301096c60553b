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
    # Run the in-memory ONNX model with onnxruntime on CPU (no file needed).
    return ort.InferenceSession(onnx_program.model_proto.SerializeToString(), providers=["CPUExecutionProvider"])


# torch 2.13 default (dynamo=True): needs the onnx and onnxscript packages.
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

# Without dynamic_shapes the batch size is frozen into the ONNX graph.
static = session(torch.onnx.export(model, (example,), input_names=["x"], output_names=["probs"], verbose=False))
print("static ONNX input:", [(i.name, i.shape) for i in static.get_inputs()])
try:
    static.run(None, {"x": torch.randn(7, 16).numpy()})
except Exception as exc:
    print(type(exc).__name__, "-", " ".join(str(exc).split()))
